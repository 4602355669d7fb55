/** The receipt's four kinds, for the browser's file chooser (the bytes are checked again after). */
const accepted = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/**
 * A file input dressed as a button: the input stays in the page (screen readers and the keyboard
 * reach it, a test sets its files) and its value is cleared after each pick, so choosing the same
 * file again after a refusal is still a change.
 */
export function ReceiptPicker({
  label,
  isProminent,
  disabled,
  onPick,
}: {
  label: string;
  isProminent: boolean;
  disabled: boolean;
  onPick: (file: File | undefined) => void;
}) {
  return (
    <label
      className={`inline-flex cursor-pointer items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold transition has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
        isProminent
          ? 'border-2 border-dashed border-brand-500 bg-brand-50 py-6 text-brand-700 hover:bg-brand-100 sm:grow'
          : 'border border-black/10 bg-white hover:bg-surface'
      }`}
    >
      <input
        type="file"
        name="check"
        accept={accepted}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {label}
    </label>
  );
}
