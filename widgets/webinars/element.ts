/**
 * `<tc-webinars>`: upcoming and recent webinars (issue 11) for the signed-in user: title, description,
 * the start in the viewer's time zone and in US Central time, duration, "Add to calendar" (an .ics
 * file), the join link from 15 minutes before the start (the server decides and sends it only then)
 * and the recording link afterwards. Empty: 'There are no webinars planned.'
 *
 * @tag tc-webinars
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the list could not load, with its retry button.
 * @csspart empty - The empty list's text.
 * @csspart list - The list.
 * @csspart item - A webinar (also `webinar`).
 * @csspart status - Its status: upcoming, open now, ended.
 * @csspart button - Each button and button-like link (also `join`, `calendar`, `recording`, `retry`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import blocksCss from '../../src/ui/blocks.css?inline';
import formsCss from '../../src/ui/forms.css?inline';
import webinarsCss from './webinars.css?inline';
import { Webinars, type WebinarsProps } from './Webinars';

export const webinarsTag = 'tc-webinars';

export type TcWebinarsElement = HTMLElement & Omit<WebinarsProps, keyof WidgetProps>;

/** Registers `<tc-webinars>`; later calls are no-ops. */
export const defineWebinars = (): CustomElementConstructor => defineWidget({ tag: webinarsTag, component: Webinars, props: {}, styles: [formsCss, blocksCss, webinarsCss] });

defineWebinars();

declare global {
  interface HTMLElementTagNameMap {
    'tc-webinars': TcWebinarsElement;
  }
}
