/** The user's own data on My Profile: "Download my data" (one zip of everything the account keeps). */
import './my-data.css';

export { MyDataCard } from './my-data-card';
