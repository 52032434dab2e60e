/**
 * A post's text with its line breaks kept: blank lines start paragraphs, single line
 * breaks stay as breaks (pre-line). Always rendered as text, never as HTML.
 */
export function PostBody({ content }: { content: string }) {
  const paragraphs = content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return (
    <div className="space-y-5 text-lg leading-relaxed text-ink [overflow-wrap:anywhere]">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  )
}
