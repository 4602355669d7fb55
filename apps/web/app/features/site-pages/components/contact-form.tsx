import { zodResolver } from '@hookform/resolvers/zod';
import { ContactRequestSchema, contactSubjects, type ContactSubject } from '@shop/domain/content/pages';
import { validationMessages } from '@shop/domain/validation-messages';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../shared/api/client.ts';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { fieldServerMessages, firstServerMessage } from '../../../shared/api/server-messages.ts';
import { faSitePages } from '../../../shared/i18n/fa-site-pages.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { latinDigitsValue, useDigitInput } from '../../../shared/ui/use-digit-input.ts';
import { sendContact } from '../api/send-contact.ts';

const t = faSitePages.contact;
const fields = ['first_name', 'last_name', 'mobile_number', 'email', 'subject', 'description'] as const;
type Field = (typeof fields)[number];
const empty = { first_name: '', last_name: '', mobile_number: '', email: '', subject: '', description: '' };
const box =
  'w-full rounded-xl border border-black/15 bg-white px-4 py-3 text-base outline-none transition focus:border-black/40 focus:ring-3 focus:ring-black/5 aria-invalid:border-brand-600';

/**
 * The contact page's form (storefront.md §8; checkout-and-account.md §8 "Contact"): checked by the
 * API's own schema first, then sent with the spec's type 4. Sent: the spec's toast and an empty form.
 * The server's messages go under their fields, or in a toast (too many messages: wait so long).
 */
export function ContactForm({ defaults }: { defaults: Partial<Record<Field, string>> }) {
  const form = useForm({
    resolver: zodResolver(ContactRequestSchema),
    defaultValues: { ...empty, ...defaults },
  });
  const { errors, isSubmitting } = form.formState;
  const subjectId = useId();
  const digits = useDigitInput({ isDigitsOnly: true, refusedMessage: validationMessages.mobileNotDigits });
  const textId = useId();

  const submit = form.handleSubmit(async () => {
    try {
      // The typed values: the schema's transforms (digits, +98, trimming) are the server's to apply.
      const { subject, ...values } = form.getValues();
      // A subject is offered, not demanded (decision 084): without one the body is the spec's own.
      await sendContact(
        browserApi,
        subject ? { ...values, subject: Number(subject) as ContactSubject } : values,
      );
      notify('success', t.sent);
      form.reset({ ...empty, ...defaults });
    } catch (error) {
      if (!(error instanceof ApiError)) return notify('error', t.networkError);
      const messages = fieldServerMessages(error);
      const known = fields.filter((field) => messages[field]);
      for (const field of known) form.setError(field, { message: messages[field] });
      if (known.length === 0) notify('error', firstServerMessage(error) ?? t.failed);
    }
  });

  const note = (field: Field) => errors[field]?.message;
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t.firstName}
          autoComplete="given-name"
          error={note('first_name')}
          {...form.register('first_name')}
        />
        <TextField
          label={t.lastName}
          autoComplete="family-name"
          error={note('last_name')}
          {...form.register('last_name')}
        />
        <TextField
          label={t.mobile}
          isLtr
          type="tel"
          autoComplete="tel"
          error={digits.refusal ?? note('mobile_number')}
          {...digits.registered(form.register('mobile_number', latinDigitsValue))}
        />
        <TextField
          label={t.email}
          isLtr
          type="email"
          autoComplete="email"
          error={note('email')}
          {...form.register('email')}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={subjectId} className="block text-sm font-medium">
          {t.subject}
        </label>
        <select
          id={subjectId}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? `${subjectId}-note` : undefined}
          className={box}
          {...form.register('subject')}
        >
          <option value="">{t.chooseSubject}</option>
          {contactSubjects.map((code) => (
            <option key={code} value={code}>
              {t.subjects[code]}
            </option>
          ))}
        </select>
        {errors.subject ? (
          <p id={`${subjectId}-note`} role="alert" className="text-sm text-brand-700">
            {errors.subject.message}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={textId} className="block text-sm font-medium">
          {t.text}
        </label>
        <textarea
          id={textId}
          rows={5}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${textId}-note`}
          className={box}
          {...form.register('description')}
        />
        <p
          id={`${textId}-note`}
          role={errors.description ? 'alert' : undefined}
          className={`text-sm ${errors.description ? 'text-brand-700' : 'text-muted'}`}
        >
          {errors.description?.message ?? t.textHint}
        </p>
      </div>
      <SubmitButton isBusy={isSubmitting}>{t.submit}</SubmitButton>
    </form>
  );
}
