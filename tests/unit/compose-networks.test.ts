import { describe, expect, it } from 'vitest';
import { emptyDraft, type Draft } from '@/lib/draft/draft';
import { groupsOf, isCustomised, textFor, withCopy, withCustomising } from '@/lib/draft/networks';

const tw = { id: 1, type: 'twitter' };
const tw2 = { id: 4, type: 'twitter' };
const li = { id: 2, type: 'linkedin' };
const bs = { id: 3, type: 'bluesky' };
const draft = (patch: Partial<Draft>): Draft => ({ ...emptyDraft(), text: 'Shared', accounts: [tw, li, bs], ...patch });

describe('text per network: which accounts share a post', () => {
  it.each<[string, Partial<Draft>, Array<[string, number[]]>]>([
    ['not customising: one post to every account', {}, [['Shared', [1, 2, 3]]]],
    ['customising, nothing edited yet: still one post', { networks: { texts: {} } }, [['Shared', [1, 2, 3]]]],
    ['Twitter edited: two posts', { networks: { texts: { twitter: 'Short' } } }, [['Short', [1]], ['Shared', [2, 3]]]],
    ['three different texts: three posts (three writes)', { networks: { texts: { twitter: 'A', linkedin: 'B' } } }, [['A', [1]], ['B', [2]], ['Shared', [3]]]],
    ['a copy edited back to the shared text merges again', { networks: { texts: { twitter: ' Shared ' } } }, [['Shared', [1, 2, 3]]]],
    ['identical copies merge', { networks: { texts: { twitter: 'Same', bluesky: 'Same' } } }, [['Same', [1, 3]], ['Shared', [2]]]],
    ['two accounts of one platform share its copy', { accounts: [tw, li, tw2], networks: { texts: { twitter: 'T' } } }, [['T', [1, 4]], ['Shared', [2]]]],
    ['a copy of a platform no longer chosen counts for nothing', { accounts: [li], networks: { texts: { twitter: 'T' } } }, [['Shared', [2]]]],
    ['switched off: the copies are kept, every account gets the shared text', { networks: { texts: { twitter: 'T' }, off: true } }, [['Shared', [1, 2, 3]]]],
    ['no accounts: no post', { accounts: [] }, []],
  ])('%s', (_name, patch, expected) => {
    const groups = groupsOf(draft(patch));
    expect(groups.map((g) => [g.content, g.accounts.map((a) => a.id)])).toEqual(expected);
  });

  it('an untouched copy follows the shared text; a reset one follows it again', () => {
    const edited = withCopy(draft({ networks: { texts: {} } }), 'twitter', 'Mine');
    expect(textFor(edited, 'twitter')).toBe('Mine');
    expect(textFor({ ...edited, text: 'Changed' }, 'linkedin')).toBe('Changed');
    expect([isCustomised(edited, 'twitter'), isCustomised(edited, 'linkedin')]).toEqual([true, false]);
    const reset = withCopy({ ...edited, text: 'Changed' }, 'twitter', null);
    expect(isCustomised(reset, 'twitter')).toBe(false);
    expect(textFor(reset, 'twitter')).toBe('Changed');
  });

  it('switching off keeps what was typed, switching on again brings it back', () => {
    const edited = withCopy(withCustomising(draft({}), true), 'twitter', 'Mine');
    const off = withCustomising(edited, false);
    expect(textFor(off, 'twitter')).toBe('Shared');
    expect(textFor(withCustomising(off, true), 'twitter')).toBe('Mine');
  });
});
