"""Developer tools that drive the app: the soak (random user actions) and its helpers."""
