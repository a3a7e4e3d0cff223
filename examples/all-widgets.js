TrainingCenter.configure({ navigate: (path) => (new URL(path, location.href).pathname === location.pathname ? undefined : location.assign(path)) });
