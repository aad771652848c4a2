import { NotificationsSkeleton } from "./_components/notifications-skeleton";

export default function NotificationsLoading() {
  return (
    <div className="container w-full py-10 sm:py-14">
      <NotificationsSkeleton />
    </div>
  );
}
