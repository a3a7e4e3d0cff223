import type { Meta, StoryObj } from '@storybook/react-vite';
import { builtinIcons } from '../src/elements/builtinIcons';
import '../src/elements/trainingCenter';

type IconArgs = {
  name: string;
  prefix: string;
  color: string;
  size: string;
  gradientColor: string;
  gradientAngle: string;
  label: string;
};

const iconNames = Object.keys(builtinIcons);

/** Only non-empty attributes reach the element, as a page author would write them. */
const iconAttributes = (args: Partial<IconArgs>) => ({
  name: args.name ?? '',
  prefix: args.prefix || undefined,
  color: args.color || undefined,
  size: args.size || undefined,
  'gradient-color': args.gradientColor || undefined,
  'gradient-angle': args.gradientAngle || undefined,
  label: args.label || undefined,
});

const meta: Meta<IconArgs> = {
  title: 'Core/tc-icon',
  args: { name: 'download', prefix: 'icon', color: '#0b5cad', size: '48px', gradientColor: '', gradientAngle: '1', label: '' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    gradientAngle: { control: { type: 'select', labels: { '0': '0 (falls back to 1)' } }, options: ['1', '2', '3', '4', '5', '6', '7', '8', '0'] },
  },
  render: (args) => <tc-icon {...iconAttributes(args)} />,
};
export default meta;

type Story = StoryObj<IconArgs>;

export const Default: Story = {};

/** The spec's defaults: white and 1em, so shown on a dark button-like background. */
export const SpecDefaults: Story = {
  render: () => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', background: '#0b5cad', color: '#fff', padding: '8px 16px', borderRadius: 6 }}>
      <tc-icon name="download" /> Download
    </span>
  ),
};

export const Gradient: Story = { args: { name: 'play', color: '#0b5cad', gradientColor: '#18794e', gradientAngle: '2', size: '64px' } };

/** Every direction of `gradient-angle`, 1 to 8, and a value out of range that falls back to 1. */
export const GradientDirections: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {['1', '2', '3', '4', '5', '6', '7', '8', '42'].map((angle) => (
        <figure key={angle} style={{ margin: 0, textAlign: 'center' }}>
          <tc-icon name="info" size="48px" color="#b42318" gradient-color="#0b5cad" gradient-angle={angle} />
          <figcaption>{angle}</figcaption>
        </figure>
      ))}
    </div>
  ),
};

/** With `label` the icon is an image with that name; without it assistive technology skips it. */
export const Labelled: Story = { args: { name: 'lock', label: 'Locked lesson', color: '#4b5563' } };

/** Every icon that ships without a sprite. */
export const BuiltinSet: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 24, listStyle: 'none', padding: 0, flexWrap: 'wrap' }}>
      {iconNames.map((name) => (
        <li key={name} style={{ textAlign: 'center' }}>
          <tc-icon name={name} size="32px" color="#1b1f24" />
          <div>{name}</div>
        </li>
      ))}
    </ul>
  ),
};

/** A page sprite: `<symbol id="{prefix}-{name}">` anywhere in the document. */
export const FromPageSprite: Story = {
  render: () => (
    <>
      <svg style={{ display: 'none' }} aria-hidden="true">
        <symbol id="brand-battery" viewBox="0 0 32 16">
          <path d="M1 1h26v14H1zM28 5h3v6h-3zM4 4h6v8H4zm8 0h6v8h-6z" fillRule="evenodd" />
        </symbol>
      </svg>
      <tc-icon prefix="brand" name="battery" size="64px" color="#18794e" label="Battery" />
    </>
  ),
};
