import { describe, expect, it } from 'vitest';
import { ALL_LOCALES, localesFor, passingToastProblems, plan, toastsThatLeave, REVIEW, screensMissingAllLocales, type StoryInfo } from './stories';

const story = (over: Partial<StoryInfo> = {}): StoryInfo => ({
  id: 'kit-button--primary',
  title: 'Kit/Button',
  name: 'Primary',
  visual: {},
  chromaticLocales: [],
  chromaticDisabled: false,
  toastsThatLeave: [],
  ...over,
});

describe('localesFor', () => {
  it('captures the review set by default, English first', () => {
    const locales = localesFor(story());
    expect(locales[0]).toBe('en');
    expect([...locales].sort()).toEqual([...REVIEW].sort());
  });

  it("captures all 15 languages and pseudo for 'all'", () => {
    const locales = localesFor(story({ visual: { locales: 'all' } }));
    expect(locales).toHaveLength(16);
    expect(new Set(locales)).toEqual(new Set(ALL_LOCALES));
  });

  it('adds requested locales to the review set, never fewer', () => {
    const locales = localesFor(story({ visual: { locales: ['ko'] } }));
    expect(locales).toContain('ko');
    for (const l of REVIEW) expect(locales).toContain(l);
    expect(locales).not.toContain('vi');
  });

  it('follows the Chromatic modes when the story sets no visual locales', () => {
    expect(localesFor(story({ chromaticLocales: ['ru', 'en'] }))).toContain('ru');
    expect(localesFor(story({ chromaticLocales: ['ru'], visual: { locales: ['es'] } }))).not.toContain('ru');
  });

  it('refuses a locale that does not exist rather than skipping it', () => {
    expect(() => localesFor(story({ visual: { locales: ['zh_TW'] } }))).toThrow(/zh_TW/);
  });
});

describe('plan', () => {
  const stories = [
    story(),
    story({ id: 'kit-tag--default', title: 'Kit/Tag' }),
    story({ id: 'kit-tag--moving', title: 'Kit/Tag', visual: { disable: 'endless marquee' } }),
    story({ id: 'kit-tag--chromatic-off', title: 'Kit/Tag', chromaticDisabled: true }),
  ];

  it('runs every enabled story and lists the disabled ones', () => {
    const { planned, disabled } = plan(stories, []);
    expect(planned.map((s) => s.id)).toEqual(['kit-button--primary', 'kit-tag--default']);
    expect(disabled.map((s) => s.id)).toEqual(['kit-tag--moving', 'kit-tag--chromatic-off']);
  });

  it('narrows to ids containing a filter', () => {
    expect(plan(stories, ['button']).planned.map((s) => s.id)).toEqual(['kit-button--primary']);
  });
});

describe('screensMissingAllLocales', () => {
  it('names a screen none of whose stories runs in every locale', () => {
    const { planned } = plan(
      [
        story({ id: 'screens-cart--default', title: 'Screens/Cart', visual: { locales: 'all' } }),
        story({ id: 'screens-cart--empty', title: 'Screens/Cart' }),
        story({ id: 'screens-home--default', title: 'Screens/Home' }),
        story({ id: 'kit-button--primary', title: 'Kit/Button' }),
      ],
      [],
    );
    const problems = screensMissingAllLocales(planned);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Screens\/Home: /);
  });
});

describe('toastsThatLeave', () => {
  it('is every type for a screen that holds none, and none outside screens', () => {
    expect(toastsThatLeave({})).toEqual(['info', 'success', 'error']);
    expect(toastsThatLeave(undefined)).toEqual([]);
  });

  it('leaves out what the screen holds with 0, for all or per type', () => {
    expect(toastsThatLeave({ toastDuration: 0 })).toEqual([]);
    expect(toastsThatLeave({ toastDuration: { error: 0 } })).toEqual(['info', 'success']);
    expect(toastsThatLeave({ toastDuration: 5000 })).toEqual(['info', 'success', 'error']);
  });
});

describe('passingToastProblems', () => {
  it('names each story once, whatever the number of its locales that ended on a toast', () => {
    const problems = passingToastProblems(['screens-a--x', 'screens-a--x', 'screens-b--y']);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^screens-a--x: .*toastDuration/);
  });
});
