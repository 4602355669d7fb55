/**
 * A file the customer chose or sent, as a thumbnail that opens it whole in a new window (spec §2 "Bank
 * transfer modal": a PDF icon for a PDF, otherwise the picture). `url` is an object URL before upload,
 * or the API's address of the stored file after. A plain link, so a new window is the browser's own
 * (no pop-up blocker) and the keyboard reaches it.
 */
export function FilePreview({
  url,
  kind,
  label,
  imageAlt,
  pdfLabel,
  testId,
}: {
  url: string;
  kind: 'image' | 'pdf';
  /** What the link does, for screen readers and the tooltip («باز کردن در پنجرهٔ تازه»). */
  label: string;
  imageAlt: string;
  /** The words under the PDF icon. */
  pdfLabel: string;
  testId?: string;
}) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={label}
      aria-label={label}
      data-testid={testId}
      data-kind={kind}
      className="group block w-40 shrink-0 overflow-hidden rounded-2xl border border-black/10 bg-surface transition hover:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      {kind === 'image' ? (
        <img src={url} alt={imageAlt} className="aspect-[3/4] w-full bg-white object-contain" />
      ) : (
        <span className="flex aspect-[3/4] w-full flex-col items-center justify-center gap-2 bg-white text-red-700">
          <PdfIcon />
          <span className="text-sm font-semibold">{pdfLabel}</span>
        </span>
      )}
    </a>
  );
}

/** A page with its corner folded and the three letters every reader knows a PDF by. */
function PdfIcon() {
  return (
    <svg viewBox="0 0 48 56" className="h-16 w-14" aria-hidden="true">
      <path
        d="M6 2h26l12 12v38a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Z"
        fill="#fff"
        stroke="currentColor"
        strokeWidth="2.5"
      />
      <path d="M32 2v12h12" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <rect x="0" y="28" width="40" height="16" rx="3" fill="currentColor" />
      <text
        x="20"
        y="40.5"
        textAnchor="middle"
        fontSize="12"
        fontWeight="700"
        fill="#fff"
        fontFamily="sans-serif"
        direction="ltr"
      >
        PDF
      </text>
    </svg>
  );
}
