import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultCode } from '../src/contract/codes';
import type { MediaResult } from '../src/contract/document';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/documents/README.md).
import { documentFixture } from '../src/testing/fixtures/documents';
import '../widgets/media/element';
import { withStoryImage, withStoryVideo } from './mediaStand-ins';
import { withMockApi } from './mockApi';

const answer = (result: unknown) => ({ code: ResultCode.success, message: 'OK', result });
const serverText = () => errorMessages[i18n.language === 'es' ? 'es' : 'en'];
const showable = (result: MediaResult): MediaResult => ({ videos: result.videos.map(withStoryVideo), images: result.images.map(withStoryImage) });

const meta: Meta = {
  title: 'Widgets/tc-media',
  decorators: [withMockApi({ '/media/list': () => answer(showable(documentFixture(i18n.language === 'es' ? 'media.mx.es' : 'media.us'))) })],
  render: () => <tc-media />,
};
export default meta;

type Story = StoryObj;

/** Featured videos and images; each image loads as it nears the viewport. */
export const Filled: Story = {};

/** While the server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/media/list': () => new Promise(() => undefined) })] };

/** A country without media. */
export const Empty: Story = { decorators: [withMockApi({ '/media/list': () => answer(documentFixture('media.none')) })] };

/** The media could not load: the server's reason and Try again. */
export const LoadError: Story = { decorators: [withMockApi({ '/media/list': () => ({ code: ResultCode.internal, message: serverText().internal }) })] };

/** Signed out elsewhere (code 40001). */
export const LoggedOut: Story = { decorators: [withMockApi({ '/media/list': () => ({ code: ResultCode.sessionExpired, message: serverText().sessionExpired }) })] };

/** In Spanish, with English fallbacks. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
