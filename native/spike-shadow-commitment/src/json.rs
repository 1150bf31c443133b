//! Just enough JSON writing for the one SPIKE_RESULT line (the crate set is fixed, see Cargo.toml).

pub struct JsonObject {
    fields: Vec<String>,
}

fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

impl JsonObject {
    pub fn new() -> Self {
        JsonObject { fields: Vec::new() }
    }

    fn raw(mut self, key: &str, value: String) -> Self {
        self.fields.push(format!("{}:{value}", quote(key)));
        self
    }

    pub fn str(self, key: &str, value: &str) -> Self {
        self.raw(key, quote(value))
    }

    pub fn num(self, key: &str, value: impl Into<u128>) -> Self {
        self.raw(key, value.into().to_string())
    }

    pub fn bool(self, key: &str, value: bool) -> Self {
        self.raw(key, value.to_string())
    }

    pub fn nums(self, key: &str, values: &[u32]) -> Self {
        let items: Vec<String> = values.iter().map(u32::to_string).collect();
        self.raw(key, format!("[{}]", items.join(",")))
    }

    pub fn strs(self, key: &str, values: &[String]) -> Self {
        let items: Vec<String> = values.iter().map(|s| quote(s)).collect();
        self.raw(key, format!("[{}]", items.join(",")))
    }

    pub fn finish(self) -> String {
        format!("{{{}}}", self.fields.join(","))
    }
}
