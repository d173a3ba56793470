"""FASERIP Desk game package."""
