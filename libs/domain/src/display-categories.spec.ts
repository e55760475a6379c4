import {
  displayCategoryHeading,
  displayCategoryTitle,
  inCategoryOrder,
} from './display-categories';
import { VIDEO_CATEGORIES } from './video-catalogue';

const [setup] = VIDEO_CATEGORIES;

describe('display categories', () => {
  it('groups in order, each category where its first item is', () => {
    const items = ['a:1', 'b:1', 'a:2', 'c:1', 'b:2'];
    expect(inCategoryOrder(items, (item) => item.split(':')[0])).toEqual([
      { category: 'a', items: ['a:1', 'a:2'] },
      { category: 'b', items: ['b:1', 'b:2'] },
      { category: 'c', items: ['c:1'] },
    ]);
    expect(inCategoryOrder([], () => 'a')).toEqual([]);
  });

  it("heads a category with the catalogue's title and description, or the agency's title", () => {
    expect(displayCategoryHeading(setup.id)).toEqual({
      title: setup.title,
      description: setup.description,
    });
    expect(displayCategoryHeading('own:Welcome')).toEqual({ title: 'Welcome', description: '' });
    expect(displayCategoryHeading('retired-category')).toBeNull();
  });

  it('names categories: the catalogue title, or the agency title after own:', () => {
    expect(displayCategoryTitle('foundational-setup')).toBe('Foundational Setup');
    expect(displayCategoryTitle('own:Our tools: part 1')).toBe('Our tools: part 1');
    expect(displayCategoryTitle('gone')).toBe('gone');
  });
});
