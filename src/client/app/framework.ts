/**
 * The framework the app is built on, evaluated in a task of its own before the app's code
 * (main.tsx): the browser can paint and answer a tap between the two, instead of waiting for
 * one long evaluation of both.
 */
export { createRoot } from 'react-dom/client';
export { QueryClient } from '@tanstack/react-query';
export { createInstance } from 'i18next';
export { twMerge } from 'tailwind-merge';
