/** Every shared word list, as `words.<name>`. */
export * from './words-it';
export * from './words-en';
export * from './words-any';
