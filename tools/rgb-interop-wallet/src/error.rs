//! The one error type of every command: a stable `code` for tests to branch on and a message for
//! people. Printed as `{"error": message, "code": code}` on stdout.

use std::fmt;

use serde_json::{Value, json};

#[derive(Debug)]
pub struct CliError {
    pub code: String,
    pub message: String,
}

pub type CliResult<T> = Result<T, CliError>;

impl CliError {
    pub fn new(code: &str, message: impl Into<String>) -> Self {
        Self { code: code.to_string(), message: message.into() }
    }

    /// A command line or argument the wallet refuses before touching rgb-lib.
    pub fn invalid(message: impl Into<String>) -> Self {
        Self::new("InvalidArgument", message)
    }

    pub fn to_json(&self) -> Value {
        json!({ "error": self.message, "code": self.code })
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

/// rgb-lib's variant name (e.g. `InsufficientAssignments`) is the code, its text the message.
impl From<rgb_lib::Error> for CliError {
    fn from(e: rgb_lib::Error) -> Self {
        Self { code: variant_name(&e).unwrap_or_else(|| "RgbLib".into()), message: e.to_string() }
    }
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> Self {
        Self::new("Io", e.to_string())
    }
}

impl From<serde_json::Error> for CliError {
    fn from(e: serde_json::Error) -> Self {
        Self::new("Json", e.to_string())
    }
}

/// The name of an enum value as serde writes it: `"Name"` for a unit variant, `{"Name": ...}` for
/// one with fields.
pub fn variant_name<T: serde::Serialize>(value: &T) -> Option<String> {
    match serde_json::to_value(value).ok()? {
        Value::String(name) => Some(name),
        Value::Object(map) => map.keys().next().cloned(),
        _ => None,
    }
}
