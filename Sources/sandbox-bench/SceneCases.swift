import Raster

/// The scene cases (idle, one view changed, many views, layout) need SandboxKit's compositor.
enum SceneCases {
    static func all(_ s: BenchState) -> [BenchCase] { [] }
}
