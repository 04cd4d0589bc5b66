import type { ActivityContent, Block, Question } from '@sparked/contracts';
import { type ImagePlacer, richHtml } from './rich-html';
import { escapeXml } from './xml';

type EbookContent = Extract<ActivityContent, { type: 'ebook' | 'multi-ebook' }>;

/** A file of the package made here, and the stored images its pages show. */
export interface WebContent {
  pages: { path: string; text: string }[];
  /** Stored image names, each copied to `<folder>/images/<name>`. */
  images: string[];
}

const imagePrefix = '/sparked-api/module-images/';

/** Plain styles so a page reads well offline; nothing is loaded from elsewhere. */
const style = `body{font-family:system-ui,sans-serif;line-height:1.5;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
img{max-width:100%;height:auto}figure{margin:1.5rem 0}figcaption{font-size:.9rem;color:#444}
aside{border-left:4px solid #3a6ea5;background:#f2f6fa;padding:.5rem 1rem;margin:1rem 0}
pre{background:#f4f4f4;padding:1rem;overflow:auto}nav{margin-top:2rem;display:flex;gap:1rem}`;

function questionHtml(question: Question): string {
  const answer = (() => {
    switch (question.type) {
      case 'single':
        return question.options.find((option) => option.id === question.correct)?.text ?? '';
      case 'multiple':
        return question.options
          .filter((option) => question.correct.includes(option.id))
          .map((option) => option.text)
          .join('; ');
      case 'true-false':
        return question.correct ? 'True' : 'False';
      case 'short-answer':
        return question.accepted.join('; ');
      case 'number':
        return String(question.correct);
      case 'ordering':
        return question.items.map((item) => item.text).join(' → ');
    }
  })();
  const choices =
    question.type === 'single' || question.type === 'multiple'
      ? `<ul>${question.options.map((option) => `<li>${escapeXml(option.text)}</li>`).join('')}</ul>`
      : '';
  const why = question.explanation ? `<p>${escapeXml(question.explanation)}</p>` : '';
  return `<section><p><strong>${escapeXml(question.prompt)}</strong></p>${choices}<details><summary>Show the answer</summary><p>${escapeXml(answer)}</p>${why}</details></section>`;
}

/** One block of an e-book page as HTML; what runs only inside Sparked becomes a link or a note. */
function blockHtml(block: Block, place: ImagePlacer): string {
  switch (block.type) {
    case 'text':
      return richHtml(block.doc, place);
    case 'callout':
      return `<aside>${richHtml(block.doc, place)}</aside>`;
    case 'image': {
      const src = place(block.src);
      if (!src) return block.alt ? `<p>${escapeXml(block.alt)}</p>` : '';
      const caption = block.caption ? `<figcaption>${escapeXml(block.caption)}</figcaption>` : '';
      return `<figure><img src="${escapeXml(src)}" alt="${escapeXml(block.alt)}" />${caption}</figure>`;
    }
    case 'video':
    case 'iframe':
      return `<p><a href="${escapeXml(block.url)}">${escapeXml(block.title)}</a></p>`;
    case 'code':
      return `<pre><code>${escapeXml(block.code)}</code></pre>`;
    case 'question':
      return questionHtml(block.question);
    case 'divider':
      return '<hr />';
    case 'project':
      return `<p>${escapeXml(`The project “${block.title}” runs in Sparked and is not part of this package.`)}</p>`;
  }
}

function page(input: {
  language: string;
  title: string;
  heading: string;
  body: string;
  nav: string;
}): string {
  const { language, title, heading, body, nav } = input;
  return `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" lang="${escapeXml(language)}" xml:lang="${escapeXml(language)}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeXml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${escapeXml(heading)}</h1>
${body}
</main>
${nav}
</body>
</html>
`;
}

/**
 * An e-book as self-contained HTML in `folder`: one page, or one file per page of a multi-page
 * e-book with previous and next links. Images of this module are copied beside the pages and
 * referenced relatively; any other image address is left out, so the pages read offline.
 */
export function webContent(input: {
  folder: string;
  title: string;
  language: string;
  content: EbookContent;
  moduleImages: ReadonlySet<string>;
}): WebContent {
  const { folder, title, language, content, moduleImages } = input;
  const images = new Set<string>();
  const place: ImagePlacer = (src) => {
    if (!src.startsWith(imagePrefix)) return null;
    const name = src.slice(imagePrefix.length);
    if (!moduleImages.has(name)) return null;
    images.add(name);
    return `images/${name}`;
  };
  const blocks = (list: readonly Block[]) =>
    list.map((block) => blockHtml(block, place)).join('\n');
  if (content.type === 'ebook')
    return {
      pages: [
        {
          path: `${folder}/index.html`,
          text: page({ language, title, heading: title, body: blocks(content.blocks), nav: '' }),
        },
      ],
      images: [...images],
    };
  const file = (index: number) => (index === 0 ? 'index.html' : `page-${index + 1}.html`);
  const pages = content.pages.map((item, index) => {
    const links = [
      index > 0 ? `<a href="${file(index - 1)}" rel="prev">Previous page</a>` : '',
      index < content.pages.length - 1
        ? `<a href="${file(index + 1)}" rel="next">Next page</a>`
        : '',
    ].join('');
    return {
      path: `${folder}/${file(index)}`,
      text: page({
        language,
        title: `${item.title} · ${title}`,
        heading: title,
        body: `<h2>${escapeXml(item.title)}</h2>\n${blocks(item.blocks)}`,
        nav: links ? `<nav aria-label="Pages">${links}</nav>` : '',
      }),
    };
  });
  return { pages, images: [...images] };
}
