// Stay on this page after login: the widgets share one session, so the profile follows at once.
TrainingCenter.configure({ navigate: (path) => (new URL(path, location.href).pathname === location.pathname ? undefined : location.assign(path)) });
const log = document.querySelector('#event-log');
for (const type of ['tc-login', 'tc-logout', 'tc-navigate', 'tc-password-changed', 'tc-country-changed']) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li');
    item.textContent = `${type} ${JSON.stringify(event.detail)}`;
    log.append(item);
  });
}
