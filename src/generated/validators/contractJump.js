// Generated code. Do not modify. Run npm run gen.
export const validate = validate27;

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.contract_url === undefined) && (missing0 = "contract_url")){
validate27.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.contract_url !== undefined){
if(typeof data.contract_url !== "string"){
validate27.errors = [{instancePath:instancePath+"/contract_url",keyword:"type",message:"must be string"}];
return false;
}
}
}
}
else {
validate27.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
