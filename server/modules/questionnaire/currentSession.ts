/** The session an instructor's QR code shows: the one running now, else the next one, else the latest (sessions come newest first). */
export const currentSessionOf = <S extends { starts_at: Date; ends_at: Date }>(sessions: readonly S[], now: Date): S | undefined => {
  const at = now.getTime();
  const running = sessions.find((session) => session.starts_at.getTime() <= at && at <= session.ends_at.getTime());
  const next = sessions.filter((session) => session.starts_at.getTime() > at).sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime())[0];
  return running ?? next ?? sessions[0];
};
