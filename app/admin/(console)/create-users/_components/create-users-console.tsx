"use client";

import { useAdminList } from "@/components/admin/use-admin-list";
import { useConsoleCaller } from "@/components/admin/use-console-caller";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

import { CreateUserForm } from "./create-user-form";
import { RecentUsers, type RecentUsersAnswer } from "./recent-users";
import { ROLE_OPTIONS } from "./role-options";

/**
 * The create-user form, the permission-levels legend and the accounts this admin created. The form offers the
 * roles the signed-in caller may create (only Regular User until the browser knows who that is).
 */
export function CreateUsersConsole() {
  const callerRole = useConsoleCaller().role ?? "USER";
  const recent = useAdminList<RecentUsersAnswer>("/users/recent", {});

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Card>
        <CardHeader>
          <CardTitle>New account</CardTitle>
          <CardDescription>New accounts start unverified on the FREE plan.</CardDescription>
        </CardHeader>
        <CardContent>
          <CreateUserForm callerRole={callerRole} onCreated={recent.reload} />
        </CardContent>
      </Card>

      <Card role="region" aria-labelledby="permission-levels-title">
        <CardHeader>
          <CardTitle id="permission-levels-title">Permission levels</CardTitle>
          <CardDescription>Only super admins can create admin and super admin accounts.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-3 text-sm">
            {ROLE_OPTIONS.map((option) => (
              <div key={option.role}>
                <dt className="font-medium">{option.label}</dt>
                <dd className="text-muted-foreground">{option.description}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <RecentUsers
        className="lg:col-span-2"
        data={recent.data}
        error={recent.error}
        loading={recent.loading}
        onRetry={recent.reload}
      />
    </div>
  );
}
