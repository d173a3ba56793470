"""FASERIP Desk library package."""
