import { describe, expect, it } from 'vitest';
import { changedSlots, parseOverlayValue, searchWithSlot } from './overlayAddress.ts';

describe('overlay addresses', () => {
  it('keep slashes readable and other parameters as they are', () => {
    expect(
      searchWithSlot('?sidemenu=0&dialog1=helpselection', 'dialog2', 'helpdisplay/Bedienung 1.pdf'),
    ).toBe('?sidemenu=0&dialog1=helpselection&dialog2=helpdisplay/Bedienung+1.pdf');
    expect(searchWithSlot('?dialog1=helpselection', 'dialog1', null)).toBe('');
  });

  it('read back what they wrote', () => {
    const search = searchWithSlot('', 'popup', 'editBanner/bannerLogs/a%b');
    expect(parseOverlayValue(new URLSearchParams(search).get('popup'))).toEqual({
      name: 'editBanner',
      path: ['bannerLogs', 'a%b'],
    });
    expect(parseOverlayValue('')).toBeNull();
  });

  it('tell which slots a navigation changes', () => {
    expect(changedSlots('?dialog1=a&dialog2=b', '?dialog2=b&popup=c')).toEqual(['dialog1', 'popup']);
  });
});
