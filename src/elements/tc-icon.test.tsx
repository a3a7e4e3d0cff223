import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../testing/widgetChecks';
import { toGradientAngle } from './iconGradient';
import { defineIcon, iconTag } from './tc-icon';

const mountIcon = (attributes: Record<string, string>): HTMLElement => {
  defineIcon();
  const icon = document.createElement(iconTag);
  for (const [name, value] of Object.entries(attributes)) icon.setAttribute(name, value);
  document.body.append(icon);
  return icon;
};

const svgOf = (icon: HTMLElement) => icon.shadowRoot?.querySelector('svg') as SVGSVGElement;

afterEach(() => vi.restoreAllMocks());

describe('<tc-icon> (spec 3)', () => {
  it('defaults to prefix icon, white and 1em, and is decorative', () => {
    const svg = svgOf(mountIcon({ name: 'check' }));
    expect(svg.style.width).toBe('1em');
    expect(svg.style.height).toBe('1em');
    expect(svg.style.color).toBe('white');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('role')).toBeNull();
    expect(svg.querySelector('g')?.getAttribute('fill')).toBe('currentColor');
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M9 15.6/);
  });

  it('takes colour and size, and becomes a named image with a label', async () => {
    const icon = mountIcon({ name: 'download', color: '#0b5cad', size: '24px', label: 'Download' });
    const svg = svgOf(icon);
    expect(svg.style.color).toBe('#0b5cad');
    expect(svg.style.width).toBe('24px');
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Download');
    expect(svg.getAttribute('aria-hidden')).toBeNull();
    expect(await axeViolations(icon)).toEqual([]);
  });

  it('draws a page sprite symbol named {prefix}-{name}, which wins over the built-in set', () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<svg style="display:none"><symbol id="brand-battery" viewBox="0 0 32 16"><rect width="30" height="16"></rect></symbol><symbol id="icon-check" viewBox="0 0 10 10"><circle r="5"></circle></symbol></svg>',
    );
    const battery = svgOf(mountIcon({ prefix: 'brand', name: 'battery' }));
    expect(battery.getAttribute('viewBox')).toBe('0 0 32 16');
    expect(battery.querySelector('rect')?.getAttribute('width')).toBe('30');
    const check = svgOf(mountIcon({ name: 'check' }));
    expect(check.querySelector('circle')).not.toBeNull();
    expect(check.querySelector('path')).toBeNull();
  });

  it('paints a gradient from color to gradient-color in the chosen direction', () => {
    const svg = svgOf(mountIcon({ name: 'play', color: '#f00', 'gradient-color': '#00f', 'gradient-angle': '3' }));
    const gradient = svg.querySelector('linearGradient');
    expect(svg.querySelector('g')?.getAttribute('fill')).toBe('url(#gradient)');
    expect([gradient?.getAttribute('x1'), gradient?.getAttribute('y1'), gradient?.getAttribute('x2'), gradient?.getAttribute('y2')]).toEqual(['0', '0', '0', '1']);
    expect(Array.from(svg.querySelectorAll('stop'), (stop) => stop.getAttribute('stop-color'))).toEqual(['#f00', '#00f']);
  });

  it('falls back to direction 1 for any angle outside 1 to 8', () => {
    expect(['0', '9', '2.5', 'up', '', '-1'].map(toGradientAngle)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(['1', '4', '8'].map(toGradientAngle)).toEqual([1, 4, 8]);
    const svg = svgOf(mountIcon({ name: 'play', 'gradient-color': '#00f', 'gradient-angle': '42' }));
    expect(svg.querySelector('linearGradient')?.getAttribute('x2')).toBe('1');
    expect(svg.querySelector('linearGradient')?.getAttribute('y2')).toBe('0');
  });

  it('renders nothing without a name and warns only once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const icon = mountIcon({});
    icon.setAttribute('color', 'red');
    icon.setAttribute('size', '2em');
    expect(icon.shadowRoot?.querySelector('svg')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    icon.setAttribute('name', 'close');
    expect(svgOf(icon).style.color).toBe('red');
  });

  it('re-renders when attributes change and defines its tag once', () => {
    const icon = mountIcon({ name: 'close' });
    icon.setAttribute('size', '3rem');
    expect(svgOf(icon).style.height).toBe('3rem');
    expect(() => defineIcon()).not.toThrow();
  });
});

describe('<tc-icon> properties', () => {
  it('reflects properties to attributes, prefix included (Element.prefix is read-only)', () => {
    document.body.insertAdjacentHTML('afterbegin', '<svg><symbol id="brand-sun" viewBox="0 0 8 8"><circle r="4"></circle></symbol></svg>');
    const icon = mountIcon({ name: 'check' });
    const element = icon as HTMLElement & { prefix: string | null; name: string | null; gradientColor: string | null };
    element.prefix = 'brand';
    element.name = 'sun';
    element.gradientColor = '#00f';
    expect(icon.getAttribute('prefix')).toBe('brand');
    expect(icon.getAttribute('gradient-color')).toBe('#00f');
    expect(svgOf(icon).querySelector('circle')).not.toBeNull();
    element.gradientColor = null;
    expect(icon.hasAttribute('gradient-color')).toBe(false);
  });

  it('renders from React JSX, which writes known names as properties', () => {
    defineIcon();
    const { container } = render(<tc-icon prefix="icon" name="close" size="2em" label="Close" />);
    const icon = container.querySelector(iconTag) as HTMLElement;
    expect(icon.getAttribute('prefix')).toBe('icon');
    expect(svgOf(icon).getAttribute('aria-label')).toBe('Close');
  });
});
