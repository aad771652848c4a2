"use client";

import { formatUtcDate } from "@/lib/format/dates.rules";
import { LoadError } from "@/components/member/load-error";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Role } from "@/lib/accounts/roles.rules";
import { RECENT_CREATED_USERS_LIMIT } from "@/lib/accounts/users.input";

interface RecentUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  emailVerified: boolean;
  createdAt: string;
}
export interface RecentUsersAnswer {
  users: RecentUser[];
}

interface RecentUsersProps {
  data: RecentUsersAnswer | null;
  error: string | null;
  loading: boolean;
  onRetry: () => void;
  className?: string;
}

/** The accounts the signed-in admin created, newest first, from GET /api/users/recent. */
export function RecentUsers({ data, error, loading, onRetry, className }: RecentUsersProps) {
  return (
    <Card role="region" aria-labelledby="recent-users-title" className={className}>
      <CardHeader>
        <CardTitle id="recent-users-title">Recently Created Users</CardTitle>
        <CardDescription>The last {RECENT_CREATED_USERS_LIMIT} accounts you created that still exist.</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <LoadError title="Failed to load recently created users" message={error} onRetry={onRetry} />
        ) : !data ? (
          <p className="text-sm text-muted-foreground">{loading ? "Loading…" : null}</p>
        ) : data.users.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have not created any users yet.</p>
        ) : (
          <ul className="divide-y" aria-label="Recently created users">
            {data.users.map((user) => (
              <li
                key={user.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-testid="recent-user"
              >
                <div className="flex flex-col">
                  <span className="font-medium">{user.fullName}</span>
                  <span className="text-xs text-muted-foreground">{user.email}</span>
                </div>
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <Badge variant="outline">{user.role}</Badge>
                  <Badge variant={user.emailVerified ? "default" : "secondary"}>
                    {user.emailVerified ? "Verified" : "Unverified"}
                  </Badge>
                  <span>Created {formatUtcDate(user.createdAt)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
