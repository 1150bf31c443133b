fn main() {
    // Node resolves the N-API symbols when it loads the addon; napi-build sets the link flags
    // that leave them undefined in the cdylib instead of failing the link.
    napi_build::setup();
}
