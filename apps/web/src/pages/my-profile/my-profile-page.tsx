import { ProfileForm } from '../../features/auth';
import { DeleteAccountCard, MyDataCard } from '../../features/my-data';

/** Spec 001 §2 "Profile" (/MyProfile). */
export function MyProfilePage() {
  return (
    <div className="pl-profile">
      <header className="pl-page-head">
        <h1 className="pl-page-title">My Profile</h1>
        <p className="pl-page-lede">Your account details. Only your name can be changed here.</p>
      </header>
      <ProfileForm />
      <MyDataCard />
      <DeleteAccountCard />
    </div>
  );
}
