/** What other features may use of the newsletter. */
export { HomeNewsletterForm } from './components/home-newsletter-form';
