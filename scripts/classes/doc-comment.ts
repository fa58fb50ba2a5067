/** A JSDoc block at an indent; `*\/` in the text cannot end it early. */
export function docComment(paragraphs: string[], indent: string): string {
  const lines = paragraphs.filter(Boolean).flatMap((p, i) => [...(i ? [""] : []), ...p.split("\n")]);
  const safe = lines.map((l) => l.replace(/\*\//g, "*\\/"));
  if (safe.length === 1 && safe[0].length + indent.length < 100) return `${indent}/** ${safe[0]} */`;
  return [`${indent}/**`, ...safe.map((l) => (l ? `${indent} * ${l}` : `${indent} *`)), `${indent} */`].join(
    "\n",
  );
}
