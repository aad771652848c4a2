// The contact form: a valid message is stored by POST /api/contact and confirmed with a toast;
// invalid input shows inline errors and sends nothing.
import { expect, test, type Page } from "@playwright/test";

function contactForm(page: Page) {
  const form = page.getByRole("form", { name: "Contact form" });
  return {
    form,
    name: form.getByLabel("Full name"),
    email: form.getByLabel("Email address"),
    subject: form.getByLabel("Subject"),
    category: form.getByLabel("Category"),
    message: form.getByLabel("Message", { exact: true }),
    submit: form.getByRole("button", { name: /send message/i }),
  };
}

test("a valid message is sent and confirmed", async ({ page }) => {
  await page.goto("/contact");
  const contact = contactForm(page);

  await contact.name.fill("Ada Lovelace");
  await contact.email.fill("ada@example.com");
  await contact.category.click();
  await page.getByRole("option", { name: "General Inquiry" }).click();
  await contact.subject.fill("A question about predictions");
  await contact.message.fill("How often are the predictions refreshed before kick-off?");

  const posted = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/contact" && response.request().method() === "POST",
  );
  await contact.submit.click();
  expect((await posted).status()).toBe(201);

  await expect(page.getByText("Message Sent!")).toBeVisible();
  // The form resets after a successful send.
  await expect(contact.name).toHaveValue("");
  await expect(contact.message).toHaveValue("");
});

test("invalid input shows inline errors and sends nothing", async ({ page }) => {
  await page.goto("/contact");
  const contact = contactForm(page);

  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/contact") posted = true;
  });

  await contact.email.fill("not-an-email");
  // Validation waits for the submit, so nothing moves before the click lands (clicked straight from
  // the focused field, as a person would).
  await expect(contact.email).not.toHaveAttribute("aria-invalid", "true");
  await contact.submit.click();

  for (const field of [contact.name, contact.email, contact.subject, contact.category, contact.message]) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
  }
  // Each invalid field is described by its inline error message.
  const describedBy = await contact.email.getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).not.toBeEmpty();

  await expect(page.getByText("Message Sent!")).toHaveCount(0);
  expect(posted).toBe(false);
});
