/**
 * `<tc-videos>`: the video list of the signed-in user's country (spec 2 `/videos`, issue 10): poster,
 * title, length and description, each playable in place. Nothing of a video is downloaded before
 * its play button is pressed (`preload="none"`); then the browser streams it by ranges from a signed
 * address. A video without a translation plays in English and says so. The user comes from the page's session.
 *
 * @tag tc-videos
 * @attr {number} [page-size=12] - Videos per page (1 to 50).
 * @attr {string} [query] - The page as an address's query, e.g. `?page=2` (`?` alone: the first page; an attribute set to '' is ignored); an invalid page opens the first. When it changes (Back, Forward), the list follows. Without it, the widget keeps the page itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after a page is turned: `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the list could not load, with its retry button.
 * @csspart empty - The empty list's text.
 * @csspart list - The grid of videos.
 * @csspart video - One video with its title and length.
 * @csspart pager - Previous and next page.
 * @csspart button - Each button.
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import galleryCss from '../../src/ui/gallery.css?inline';
import videosCss from './videos.css?inline';
import { Videos, type VideosProps } from './Videos';

export const videosTag = 'tc-videos';

export type TcVideosElement = HTMLElement & Omit<VideosProps, keyof WidgetProps>;

/** Registers `<tc-videos>`; later calls are no-ops. */
export const defineVideos = (): CustomElementConstructor =>
  defineWidget({ tag: videosTag, component: Videos, props: { pageSize: 'number', query: 'string' }, styles: [formsCss, galleryCss, videosCss] });

defineVideos();

declare global {
  interface HTMLElementTagNameMap {
    'tc-videos': TcVideosElement;
  }
}
