/**
 * Prints one image with a few lines of text and nothing else of the page: a hidden frame holds them,
 * so the console around (and a widget's shadow root) stays off the paper.
 */
export const printImage = (image: { src: string; alt: string }, lines: readonly string[], title: string): void => {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;inset:auto auto 0 0;';
  document.body.append(frame);
  const doc = frame.contentDocument;
  const view = frame.contentWindow;
  if (!doc || !view) {
    frame.remove();
    return;
  }
  doc.title = title;
  const style = doc.createElement('style');
  style.textContent = 'body{font-family:system-ui,sans-serif;text-align:center;margin:2cm}img{width:12cm;height:12cm}p{font-size:14pt;margin:.3em 0}';
  doc.head.append(style);
  const img = doc.createElement('img');
  img.alt = image.alt;
  for (const line of lines) {
    const paragraph = doc.createElement('p');
    paragraph.textContent = line;
    doc.body.append(paragraph);
  }
  doc.body.prepend(img);
  const done = () => setTimeout(() => frame.remove(), 0);
  view.addEventListener('afterprint', done, { once: true });
  img.addEventListener(
    'load',
    () => {
      view.focus();
      view.print();
    },
    { once: true },
  );
  img.addEventListener('error', done, { once: true });
  img.src = image.src;
};
