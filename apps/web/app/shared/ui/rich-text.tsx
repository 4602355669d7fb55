/**
 * HTML the API serves (product notes, the shop's pages, FAQ answers): passed through the API's one
 * allow-list when saved and again when served (apps/api/src/rich-text, issue 16), so the page only
 * ever receives defused HTML; the browser bundle carries no sanitiser of its own.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`leading-8 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:font-bold [&_li]:ms-5 [&_li]:list-disc [&_p]:my-2 [&_strong]:font-semibold ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
