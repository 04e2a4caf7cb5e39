/** The headers (spec 000 §2): the landing's and the signed-in app's, the logo, and the icons they share. */
export { AppHeader } from './app-header';
export { ArrowLeftIcon, CloseIcon, PlayIcon } from './icons';
export { LandingHeader } from './landing-header';
export { Logo, LogoMark } from './logo';
