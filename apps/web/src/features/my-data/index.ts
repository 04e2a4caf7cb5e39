/** The user's own data on My Profile: Download my data (one zip of everything kept) and Delete my account. */
import './my-data.css';

export { DeleteAccountCard } from './delete-account-card';
export { MyDataCard } from './my-data-card';
