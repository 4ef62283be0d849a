/** The daily quote card, for the landing page (lazy) and the dashboard. */
export { DailyQuoteCard } from './components/daily-quote-card';
