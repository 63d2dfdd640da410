import { describe, expect, it, vi } from 'vitest';
import { cachedKeeper, keepPhrasesWhole, WORD_JOINER as J } from './keepPhrases';
import { keepPhrases as keepSimplified } from './zhHans';
import { keepPhrases as keepTraditional } from './zhHant';

const split = (phrases: string[]) => () => phrases;

describe('keepPhrasesWhole', () => {
  it('joins the characters inside each phrase and leaves the breaks between phrases', () => {
    expect(keepPhrasesWhole(split(['加入', '购物车']), '加入购物车')).toBe(`加${J}入购${J}物${J}车`);
  });

  it('never joins next to a space, a Latin letter or a digit, so those still break as before', () => {
    expect(keepPhrasesWhole(split(['满 20 美元', '可用']), '满 20 美元可用')).toBe(`满 20 美${J}元可${J}用`);
    expect(keepPhrasesWhole(split(['Coral', '店铺']), 'Coral店铺')).toBe(`Coral店${J}铺`);
  });

  it('keeps a dictionary word whole even where the phrase model would split it', () => {
    const zh = new Intl.Segmenter('zh-Hans', { granularity: 'word' });
    // The platform's dictionary reads 立即|购买: a split after 购 would break a word.
    expect(keepPhrasesWhole(split(['立即购', '买']), '立即购买', zh)).toBe(`立${J}即${J}购${J}买`);
    expect(keepPhrasesWhole(split(['立即', '购买']), '立即购买', zh)).toBe(`立${J}即购${J}买`);
  });

  it('leaves text without CJK characters untouched, without asking the parser', () => {
    const parse = vi.fn(() => ['x']);
    expect(keepPhrasesWhole(parse, 'In den Warenkorb')).toBe('In den Warenkorb');
    expect(parse).not.toHaveBeenCalled();
  });
});

describe('the Chinese keepers (BudouX models)', () => {
  it('keep the phrases of a simplified and a traditional Chinese label whole', () => {
    expect(keepSimplified('待付款')).toBe(`待付${J}款`);
    expect(keepTraditional('立即購買')).toBe(`立${J}即購${J}買`);
    // Nothing is drawn for the joiners: the text reads the same.
    expect(keepSimplified('联系客服并询问订单').replaceAll(J, '')).toBe('联系客服并询问订单');
  });
});

describe('cachedKeeper', () => {
  it('parses each text once', () => {
    const parse = vi.fn((text: string) => [text]);
    const keep = cachedKeeper(parse);
    keep('待付款');
    keep('待付款');
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
