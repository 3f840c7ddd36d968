/** What other features may use of the newsletter. */
export { FooterNewsletterForm } from './components/footer-newsletter-form';
export { HomeNewsletterForm } from './components/home-newsletter-form';
