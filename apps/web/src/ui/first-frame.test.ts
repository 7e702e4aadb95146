// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { firstFrame, keepFirstFrame } from './first-frame';

const root = (html: string, prerendered = 'frame') => {
  const container = document.createElement('div');
  container.dataset.prerendered = prerendered;
  container.innerHTML = html;
  return container;
};

describe('the first frame kept for the way to the screen', () => {
  it("keeps the frame and the screen's heading as painted", () => {
    keepFirstFrame(root('<main><div data-frame-heading=""><h1>Events</h1></div><p>spinner</p></main>'));
    expect(firstFrame()).toMatchObject({
      html: '<main><div data-frame-heading=""><h1>Events</h1></div><p>spinner</p></main>',
      heading: '<div data-frame-heading=""><h1>Events</h1></div>',
    });
  });

  it('keeps an early view inert when it is drawn again without its frame', () => {
    keepFirstFrame(
      root('<div inert=""><main><div data-frame-heading=""><h1>Chat queue</h1><input></div></main></div>'),
    );
    expect(firstFrame()?.heading).toBe('<div data-frame-heading="" inert=""><h1>Chat queue</h1><input></div>');
  });
});
