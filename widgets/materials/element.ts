/**
 * `<tc-materials>`: the digital materials package (spec 2 `/digital-materials-package`, issue 10).
 * The terms of use come first: I agree records the agreement on the server; I do not agree shows
 * 'If you do not agree to the terms, files can not be downloaded.' The table lists file name,
 * description, language, create time and file size, sorted (column headers), filtered by language,
 * searched and paged by the server; narrower than 36rem (a phone), each file is a card under a bar
 * with Sort by, Order and Select all. Download saves the selected files ('Select at least one item in
 * the table' when none), Download all the whole package: one file as itself, several as one ZIP, with
 * the progress on the button. Signed in, it is the user's package. With `website` it is the package
 * of an installer's website for anonymous visitors: the installer's name is shown, the agreement
 * belongs to the browser session on that website, and an unknown website shows a not-found state.
 * On another origin the API must list that origin in `CORS_ORIGINS`.
 *
 * @tag tc-materials
 * @attr {string} website - A partner website (`sunrise-solar.example`): anonymous partner mode for that installer.
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart partner - The line naming the installer (partner mode).
 * @csspart loading - A loading state.
 * @csspart error - An error with its retry button.
 * @csspart not-found - The text for a website no installer has.
 * @csspart terms - The terms of use dialog.
 * @csspart refused - The text shown after I do not agree.
 * @csspart agreed - The line saying which terms version was agreed.
 * @csspart toolbar - Search, language filter and the download buttons.
 * @csspart search - The row of the search, its button and the language filter.
 * @csspart field - Each field (also `label`, `input`): the search, the language, the page size.
 * @csspart table - The table's scrolling frame.
 * @csspart table-controls - Above the table's cards, when the widget is narrower than 36rem: Sort by, Order and Select all (also `field`, `label`, `input`, `checkbox`).
 * @csspart pages - The paging controls.
 * @csspart button - Each button (also `agree`, `refuse`, `search`, `download`, `download-all`, `previous`, `next`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import tableCss from '../../src/ui/table.css?inline';
import materialsCss from './materials.css?inline';
import { Materials, type MaterialsProps } from './Materials';

export const materialsTag = 'tc-materials';

/** The element's properties: the component's props, minus what the element itself supplies. */
export type TcMaterialsElement = HTMLElement & Omit<MaterialsProps, keyof WidgetProps>;

/** Registers `<tc-materials>`; later calls are no-ops. */
export const defineMaterials = (): CustomElementConstructor =>
  defineWidget({
    tag: materialsTag,
    component: Materials,
    props: { website: 'string' },
    styles: [formsCss, tableCss, materialsCss],
  });

defineMaterials();

declare global {
  interface HTMLElementTagNameMap {
    'tc-materials': TcMaterialsElement;
  }
}
