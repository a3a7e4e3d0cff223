/**
 * `<tc-media>`: the media page of the signed-in user's country (spec 2 `/media`, issue 10): featured
 * videos (poster and length; nothing of a video is downloaded before play) and images, each fetched
 * only when it comes within 100 px of the viewport. Titles and descriptions in the user's language,
 * English when not translated. The user comes from the page's session.
 *
 * @tag tc-media
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the media could not load, with its retry button.
 * @csspart empty - The text of an empty section.
 * @csspart videos - The grid of featured videos.
 * @csspart video - One video with its title and length.
 * @csspart images - The grid of images.
 * @csspart image - One image with its caption.
 * @csspart button - Each button.
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import galleryCss from '../../src/ui/gallery.css?inline';
import mediaCss from './media.css?inline';
import { Media, type MediaProps } from './Media';

export const mediaTag = 'tc-media';

export type TcMediaElement = HTMLElement & Omit<MediaProps, keyof WidgetProps>;

/** Registers `<tc-media>`; later calls are no-ops. */
export const defineMedia = (): CustomElementConstructor => defineWidget({ tag: mediaTag, component: Media, props: {}, styles: [formsCss, galleryCss, mediaCss] });

defineMedia();

declare global {
  interface HTMLElementTagNameMap {
    'tc-media': TcMediaElement;
  }
}
