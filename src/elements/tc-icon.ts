/**
 * `<tc-icon>`: an SVG icon that takes a colour, a size and an optional two-colour gradient (spec 3).
 * Written with lit-html, not React: icons are many and small, and need no React root each.
 *
 * Where the shapes come from: the page's SVG sprite, a `<symbol id="{prefix}-{name}" viewBox="…">`
 * anywhere in the document (the `icon-[name]` convention of sprite plugins). The element copies the
 * symbol's shapes into its shadow root, because `<use href="#id">` inside a shadow root cannot see
 * ids of the page. With the default prefix, names of `builtinIcons` work without any sprite.
 * Shapes are painted with the fill of their group: `color`, or the gradient.
 *
 * Each attribute is also a property (`prefix`, `gradientColor`, …) reflecting to it. No events, no slots.
 *
 * @tag tc-icon
 * @attr {string} name - The icon (required); without it nothing renders and a warning is logged once.
 * @attr {string} [prefix=icon] - First part of the symbol id.
 * @attr {string} [color=white] - CSS colour: the fill, and the gradient's start colour.
 * @attr {string} [size=1em] - CSS length: width and height.
 * @attr {string} gradient-color - CSS colour: the end colour; when set the icon is a gradient.
 * @attr {'1' | '2' | '3' | '4' | '5' | '6' | '7' | '8'} [gradient-angle=1] - Direction: 1 → right, then clockwise by 45°; other values mean 1.
 * @attr {string} label - Makes the icon an image named `label`; without it the icon is decorative and hidden from assistive technology.
 * @csspart svg - The drawn icon.
 */
import { html, nothing, render, svg, type TemplateResult } from 'lit-html';
import { styleMap } from 'lit-html/directives/style-map.js';
import { adoptStyles } from './adoptStyles';
import { builtinIcons, builtinIconViewBox } from './builtinIcons';
import { gradientDirections, toGradientAngle } from './iconGradient';
import iconCss from './tc-icon.css?inline';

export const iconTag = 'tc-icon';

export const iconDefaults = { prefix: 'icon', color: 'white', size: '1em' } as const;

type Shapes = { viewBox: string; content: TemplateResult | Node[] };

/** The page's symbol wins; the built-in set covers the default prefix. */
const findShapes = (prefix: string, name: string): Shapes | null => {
  const symbol = document.getElementById(`${prefix}-${name}`);
  if (symbol && symbol.localName === 'symbol') {
    return {
      viewBox: symbol.getAttribute('viewBox') ?? builtinIconViewBox,
      content: Array.from(symbol.childNodes, (node) => node.cloneNode(true)),
    };
  }
  const path = prefix === iconDefaults.prefix ? builtinIcons[name] : undefined;
  return path ? { viewBox: builtinIconViewBox, content: svg`<path d=${path} fill-rule="evenodd"></path>` } : null;
};

/** Properties that mirror the attributes; null or undefined removes the attribute. */
const reflect = (attribute: string): PropertyDescriptor => ({
  configurable: true,
  enumerable: true,
  get(this: HTMLElement) {
    return this.getAttribute(attribute);
  },
  set(this: HTMLElement, value: unknown) {
    if (value === null || value === undefined) this.removeAttribute(attribute);
    else this.setAttribute(attribute, String(value));
  },
});

export class TcIcon extends HTMLElement {
  static readonly observedAttributes = ['name', 'prefix', 'color', 'size', 'gradient-color', 'gradient-angle', 'label'];
  declare name: string | null;
  // Shadows Element.prototype.prefix (a read-only namespace getter) that made React's property write throw.
  declare prefix: string | null;
  declare color: string | null;
  declare size: string | null;
  declare gradientColor: string | null;
  declare gradientAngle: string | null;
  declare label: string | null;
  #warned = false;

  constructor() {
    super();
    adoptStyles(this.attachShadow({ mode: 'open' }), [iconCss]);
  }

  connectedCallback(): void {
    this.update();
    // A sprite placed later in the same page load is picked up once the document is parsed.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => this.update(), { once: true });
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.update();
  }

  /** Draws again, e.g. after the page added its sprite. */
  update(): void {
    render(this.template(), this.shadowRoot as ShadowRoot);
  }

  private template(): TemplateResult | typeof nothing {
    const name = this.getAttribute('name')?.trim();
    if (!name) {
      if (!this.#warned) console.warn('<tc-icon> needs a name attribute; nothing is drawn.');
      this.#warned = true;
      return nothing;
    }
    const prefix = this.getAttribute('prefix') || iconDefaults.prefix;
    const color = this.getAttribute('color') || iconDefaults.color;
    const size = this.getAttribute('size') || iconDefaults.size;
    const gradientColor = this.getAttribute('gradient-color');
    const label = this.getAttribute('label');
    const shapes = findShapes(prefix, name);
    const direction = gradientDirections[toGradientAngle(this.getAttribute('gradient-angle'))];
    // Ids are scoped to this shadow root, so one fixed gradient id never clashes with another icon.
    const gradient = gradientColor
      ? svg`<defs><linearGradient id="gradient" x1=${direction.x1} y1=${direction.y1} x2=${direction.x2} y2=${direction.y2}>
          <stop offset="0" stop-color=${color}></stop><stop offset="1" stop-color=${gradientColor}></stop>
        </linearGradient></defs>`
      : nothing;
    return html`<svg
      part="svg"
      viewBox=${shapes?.viewBox ?? builtinIconViewBox}
      style=${styleMap({ width: size, height: size, color })}
      role=${label ? 'img' : nothing}
      aria-label=${label || nothing}
      aria-hidden=${label ? nothing : 'true'}
      focusable="false"
    >${gradient}<g fill=${gradientColor ? 'url(#gradient)' : 'currentColor'}>${shapes?.content ?? nothing}</g></svg>`;
  }
}

Object.defineProperties(TcIcon.prototype, {
  name: reflect('name'),
  prefix: reflect('prefix'),
  color: reflect('color'),
  size: reflect('size'),
  gradientColor: reflect('gradient-color'),
  gradientAngle: reflect('gradient-angle'),
  label: reflect('label'),
});

/** Registers the tag once; later calls are no-ops. */
export const defineIcon = (): void => {
  if (typeof customElements === 'undefined') return;
  if (!customElements.get(iconTag)) customElements.define(iconTag, TcIcon);
};

// Importing this file registers the tag, as with any element file (Shoelace style).
defineIcon();

declare global {
  interface HTMLElementTagNameMap {
    'tc-icon': TcIcon;
  }
}
