import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import createIcon from '../../src/web/lib/icon/create-icon';

const Clock = createIcon({
  name: 'clock',
  node: [
    ['circle', { cx: '12', cy: '12', r: '10', key: 'a' }],
    ['path', { d: 'M12 6v6l4 2', key: 'b' }],
  ],
});

const svg = (element: React.ReactElement) => render(element).container.querySelector('svg')!;

describe('createIcon (the factory lucide-react icons are built with)', () => {
  it('draws the icon in the 24 px outline style, hidden from assistive technology', () => {
    const icon = svg(<Clock className="size-4" />);
    expect(Object.fromEntries([...icon.attributes].map((a) => [a.name, a.value]))).toEqual({
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      width: '24',
      height: '24',
      'aria-hidden': 'true',
      class: 'size-4',
    });
    expect(icon.innerHTML).toBe('<circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path>');
  });

  it('takes a size for width and height, and SVG attributes over its defaults', () => {
    const icon = svg(<Clock size={16} strokeWidth={3} fill="red" />);
    expect([icon.getAttribute('width'), icon.getAttribute('height')]).toEqual(['16', '16']);
    expect(icon.getAttribute('stroke-width')).toBe('3');
    expect(icon.getAttribute('fill')).toBe('red');
  });

  it('an icon with a label, a role, a title or children of its own is announced', () => {
    for (const icon of [<Clock aria-label="love" role="img" />, <Clock role="img" />, <Clock aria-labelledby="x" />, <Clock><title>Clock</title></Clock>]) {
      expect(svg(icon).hasAttribute('aria-hidden')).toBe(false);
    }
    // An aria attribute left undefined is no label.
    expect(svg(<Clock aria-label={undefined} />).getAttribute('aria-hidden')).toBe('true');
  });

  it('is named after the icon in React tools', () => {
    expect(Clock.displayName).toBe('clock');
  });
});
