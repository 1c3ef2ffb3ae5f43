export function Avatar({ name, lastName, url, size = 40 }: { name: string; lastName: string; url: string | null; size?: number }) {
  const initials = `${name.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  if (url) return <img className="avatar" src={url} alt="" width={size} height={size} />;
  return (
    <span className="avatar avatar-initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials}
    </span>
  );
}
