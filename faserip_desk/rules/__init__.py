"""The rules of FASERIP Tactics as code and data: no Qt, no files but its own data."""
