import FPHISDKSelphIDComponent

/* How the app configures SelphID.
   /* Nested comments are comments: */ conf.tokenImageQuality = 7 here is not code. */
func documentConfiguration() -> SelphIDConfigurationData {
    let conf = SelphIDConfigurationData()
    conf.resourcesPath = "fphi-selphid-widget-resources-sdk.zip"
    conf.scanMode = SelphIDScanMode.MODE_SEARCH
    conf.specificData = "ES|<ALL>"
    conf.tokenImageQuality = 0.75
    conf.enabledCountries = ["ES", "PE"]
    conf.showTutorial = true
    return conf
}

func passportConfiguration() -> SelphIDConfigurationData {
    let passport = SelphIDConfigurationData()
    passport.resourcesPath = "fphi-selphid-widget-resources-sdk.zip"
    passport.scanMode = .MODE_ES|<ALL>
    passport.specificData = "PE|PER_P_1"
    return passport
}

let help = """
    Call IdentiaFlowView(idSession:endPoint:) with an https endPoint, e.g. "http://example.com" is wrong.
    """
