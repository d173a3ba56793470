"""FASERIP Desk print package."""
