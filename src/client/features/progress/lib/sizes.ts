/**
 * Heights held while a part loads, measured on the finished parts in Italian (390, 768 and
 * 1280 px wide), so the page does not move when they arrive. No imports: the landing page's own
 * module and the page modules read them without pulling in the views.
 */
export const memberWelcomeHeight = 'min-h-[47rem] sm:min-h-[33.25rem] xl:min-h-[22.5rem]';
export const quickActionsHeight = 'min-h-[33.25rem] sm:min-h-[23rem] xl:min-h-[14rem]';
export const placeholderHeights = {
  today: 'min-h-[25rem] sm:min-h-56 lg:min-h-[16.5rem]',
  goal: 'min-h-[16.5rem] sm:min-h-52 lg:min-h-[16.5rem]',
  activity: 'min-h-[24rem] sm:min-h-[20.5rem] lg:min-h-[23.25rem]',
  week: 'min-h-[22rem] sm:min-h-[19rem] lg:min-h-[23.25rem]',
  plan: 'min-h-[17.25rem] sm:min-h-64 lg:min-h-[18.5rem]',
  quote: 'min-h-[25.25rem] sm:min-h-[15.3rem]',
} as const;
