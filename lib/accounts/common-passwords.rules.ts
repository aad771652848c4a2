// Passwords that appear at the top of every breach corpus and still pass an 8-character minimum.
// Refused at registration, password change and reset (docs/decisions.md, "Security rules").
// Compared case-insensitively; the password itself is stored and checked exactly as typed.
const COMMON_PASSWORDS = new Set([
  "12345678", "123456789", "1234567890", "12345678910", "123123123", "1234512345", "11111111", "00000000",
  "11223344", "87654321", "88888888", "99999999", "12341234", "1q2w3e4r", "1q2w3e4r5t", "1qaz2wsx",
  "qwertyui", "qwertyuiop", "qwerty123", "qwerty1234", "asdfghjk", "asdfghjkl", "zxcvbnm1", "password",
  "password1", "password12", "password123", "password!", "passw0rd", "p@ssw0rd", "p@ssword", "iloveyou",
  "iloveyou1", "sunshine", "princess", "football", "football1", "baseball", "basketball", "superman",
  "batman123", "starwars", "trustno1", "whatever", "welcome1", "welcome123", "letmein1", "letmein123",
  "admin123", "administrator", "changeme", "abc12345", "abcd1234", "aa123456", "a1234567", "123qweasd",
  "q1w2e3r4", "qazwsxedc", "1q2w3e4r5t6y", "michael1", "jennifer", "jordan23", "liverpool", "chelsea1",
  "arsenal1", "manchester", "barcelona", "realmadrid", "computer", "internet", "monkey123", "dragon123",
  "master123", "shadow123", "football123", "soccer123", "charlie1", "freedom1", "samsung1", "google123",
  "secret123", "testtest", "test1234", "test12345", "default1", "loveyou1", "mypassword", "mustang1",
  "pokemon1", "hello123", "hello1234", "access14", "qwer1234", "asdf1234", "zaq12wsx", "1234qwer",
  "edgecast", "edgecast1", "edgecast123", "betting1", "betting123",
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
