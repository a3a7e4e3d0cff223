/**
 * `<tc-faq>`: the frequently asked questions (issue 11) for the portal's `/faq` page and any site
 * that embeds it (the marketing CMS); public, no session needed. Categories to filter by, a search
 * in the viewer's language (case and accents ignored by the server), and answers that open in place
 * (the disclosure pattern: a button with `aria-expanded` and `aria-controls`). Entries without a
 * translation show in English, marked `lang="en"`.
 *
 * @tag tc-faq
 * @attr {string} category - The category shown first (its key, e.g. `account`). Default: all.
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart search - The search form.
 * @csspart input - The search input.
 * @csspart button - The search and retry buttons.
 * @csspart categories - The category filter (a group of toggle buttons).
 * @csspart category - Each category button (`aria-pressed` marks the chosen one).
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the questions could not be loaded, with a retry button.
 * @csspart count - How many questions match.
 * @csspart empty - The text saying no question matches.
 * @csspart list - The list of questions.
 * @csspart item - Each question with its answer.
 * @csspart question - The button that opens and closes an answer.
 * @csspart answer - An answer.
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import faqCss from './faq.css?inline';
import { Faq, type FaqProps } from './Faq';

export const faqTag = 'tc-faq';

/** The element's properties: the component's props, minus what the element itself supplies. */
export type TcFaqElement = HTMLElement & Omit<FaqProps, keyof WidgetProps>;

/** Registers `<tc-faq>`; later calls are no-ops. */
export const defineFaq = (): CustomElementConstructor =>
  defineWidget({
    tag: faqTag,
    component: Faq,
    props: { category: 'string' },
    styles: [formsCss, faqCss],
  });

defineFaq();

declare global {
  interface HTMLElementTagNameMap {
    'tc-faq': TcFaqElement;
  }
}
